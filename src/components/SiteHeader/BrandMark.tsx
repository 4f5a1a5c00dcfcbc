interface BrandMarkProps {
  className?: string;
}

/** The RRR mark: a shield with a check, drawn inline so it costs no request. Decorative. */
export function BrandMark({ className }: BrandMarkProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7 11.5-14.3V6.8L16 2.5Z" fill="#5eead4" />
      <path d="m10.5 16.2 3.9 3.9 7.3-7.8" fill="none" stroke="#0b1f33" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
