/** The distinct, trimmed, non-empty items of a comma list as a query carries it (`a, b,,a`). */
export const commaList = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];
