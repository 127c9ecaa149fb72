/** The product's name, as the page title shows it. */
export const PRODUCT_NAME = 'Waldmonitor';

/**
 * requirements §2: "Page title: the page title followed by ' - ' and the product's name."
 * Without a title (a route without `meta.title`) the product name stands alone.
 */
export function pageTitle(title?: string | null, productName: string = PRODUCT_NAME): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${productName}` : productName;
}
