/**
 * The QR reader (docs/decisions/083): the browser's Barcode Detection API where it reads QR codes (Android, macOS,
 * ChromeOS), otherwise the `barcode-detector` ponyfill on ZXing's WebAssembly. The WebAssembly is a file of this
 * build (/assets/…wasm, precached by the service worker), never a CDN download, so it works offline.
 */
export type QrReader = { detect: (source: HTMLVideoElement) => Promise<string | null> };

type NativeDetector = {
  detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>>;
};
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return { detect: async (source) => (await detector.detect(source))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

export async function createQrReader(): Promise<QrReader> {
  const native = await nativeReader();
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (source) => (await detector.detect(source))[0]?.rawValue ?? null };
}
