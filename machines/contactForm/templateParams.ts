import { CONTACT_TEMPLATE_KEYS } from "../../src/email/templates";
import type { ContactValues } from "./fields";

/**
 * EmailJS `template_params` of the contact template (docs/spec.md §3 "Email payload", §7).
 * Keys are EmailJS template variables, so they keep the template's snake_case names.
 */
export interface ContactTemplateParams {
  [key: string]: string;
  from_name: string;
  from_email: string;
  /** `'Not provided'` when the visitor left the phone blank. */
  phone: string;
  inquiry_type: string;
  message: string;
}

export { CONTACT_TEMPLATE_KEYS };

/** Maps the form's values to the template's parameters, trimming surrounding white space. */
export function toContactTemplateParams(values: ContactValues): ContactTemplateParams {
  const phone = values.phone.trim();
  return {
    from_name: values.fullName.trim(),
    from_email: values.email.trim(),
    phone: phone === "" ? "Not provided" : phone,
    inquiry_type: values.inquiryType,
    message: values.message.trim(),
  };
}
