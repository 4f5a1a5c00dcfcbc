import { ICONS, type IconName } from "./registry";

interface IconProps {
  name: IconName;
  /** Size in CSS pixels (default 24). */
  size?: number;
  className?: string;
}

/** A decorative icon from the registry: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
