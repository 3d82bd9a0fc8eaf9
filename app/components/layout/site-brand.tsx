/** The site's name, or its logo for a dark background named by it ('Site Kimliği', decision 091). */
export function SiteBrand({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  return logoUrl ? <img src={logoUrl} alt={siteName} height={32} className="h-8 w-auto max-w-40" /> : siteName;
}
