import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useRef } from "react";
import { THEME_CHOICES, readThemeChoice, type ThemeChoice } from "./theme";
import styles from "./ThemeControl.module.css";

const ICONS: Record<ThemeChoice, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

interface ThemeControlProps {
  /** The radio group's `name`; each control on the page needs its own, or they would be one group. */
  name: string;
  /**
   * `compact`: icons only, their names visually hidden (the header bar from 768 px up);
   * `full`: visible names under a visible legend (the phone menu), no icons: less markup before
   *   every page's heading.
   */
  variant: "compact" | "full";
  className?: string;
}

/**
 * The theme control: a native radio group (System, Light, Dark) in a fieldset named "Theme", so
 * every screen reader announces the group, each choice and which one is checked, and the arrow
 * keys move between the choices (HTML radio button group; WCAG 4.1.2, 1.3.1). The inline script
 * of src/components/ThemeControl/theme.ts does the work from the first paint: it checks the stored
 * choice, and applies and stores a new one, before hydration too; this component only renders the
 * group and, when React mounts it after the document was parsed (a client-side re-render), checks
 * the stored choice itself. No radio is checked in the HTML, so the hydration render never
 * overrides the choice the script checked. Hidden without scripts (`needs-script`): the page then
 * follows the system setting, and a choice could not be kept.
 */
export function ThemeControl({ name, variant, className }: ThemeControlProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const compact = variant === "compact";

  useEffect(() => {
    const choice = readThemeChoice();
    for (const input of groupRef.current?.querySelectorAll("input") ?? []) {
      input.checked = input.defaultChecked = input.value === choice;
    }
  }, []);

  return (
    <fieldset ref={groupRef} className={`${styles.group} ${compact ? styles.compact : styles.full} needs-script ${className ?? ""}`}>
      <legend className={compact ? "visually-hidden" : styles.legend}>Theme</legend>
      <div className={styles.options}>
        {THEME_CHOICES.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <label key={value} className={styles.option}>
              <input type="radio" name={name} value={value} data-theme-choice="" className={styles.input} />
              <span className={styles.face}>
                {compact ? <Icon aria-hidden="true" size={18} /> : null}
                <span className={compact ? "visually-hidden" : undefined}>{label}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
