/**
 * The data service's names (`a_get_all_users`, `rechnung_id`) in code formatting: docs
 * descriptions are Markdown, where a bare name with underscores turns into italics and
 * loses them. Names already in backticks stay as they are.
 */
export function codeFormatServiceNames(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, '`$&`')))
    .join('');
}
