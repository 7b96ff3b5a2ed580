/** How copying went: copied, refused by the browser (NotAllowedError, accounts §8), or not possible. */
export type CopyResult = 'copied' | 'denied' | 'unavailable';

/** Copies text to the clipboard; a refusal (NotAllowedError) is answered, not thrown. */
export async function copyText(text: string): Promise<CopyResult> {
  if (!navigator.clipboard?.writeText) return 'unavailable';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    return error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable';
  }
}
