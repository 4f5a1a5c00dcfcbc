import type { IconName } from "../components/Icon/registry";

/** A card of a card grid (docs/spec.md §3 "Service or benefit card": icon, title, description). */
export interface Card {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  /** Optional destination: a canonical site path such as `/contact/`. */
  readonly href?: string;
  /** Link text when `href` is set; the card title is used for the accessible name. */
  readonly linkLabel?: string;
}

/** A closing call to action: every one leads to /contact (docs/spec.md §1). */
export interface CallToActionContent {
  readonly heading: string;
  readonly body: string;
  readonly actionLabel: string;
  /**
   * `urgent` uses the red action of the harassment page (docs/spec.md §2 "Services", individual
   * detail pages).
   */
  readonly tone?: "default" | "accent" | "urgent";
}
