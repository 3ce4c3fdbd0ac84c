import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The decoder's WebAssembly from the app's own server (the library's default is a CDN), so the
// service worker keeps it and the scanner works with no network (docs/decisions/026).
const DECODER = { overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true } as const;

const OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };
/** A pause between two reads: enough for a phone to keep the preview smooth. */
const PAUSE_MS = 100;
/** Frames are read at most this wide: a badge held at arm's length is still many pixels a module. */
const MAX_WIDTH = 960;

/**
 * The back camera in `video`, and every QR code it sees handed to `onCode`, until the returned
 * function is called. ZXing (its C++ port, as WebAssembly) reads the frames: the JavaScript port
 * missed about one code in ten of perfectly printed badges (docs/decisions/026).
 */
export async function startQrCamera(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  // The decoder first: one that cannot start says so, rather than a camera that never reads a code.
  await prepareZXingModule(DECODER);
  const stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment' } });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const read = async () => {
    if (stopped || !context) return;
    const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || MAX_WIDTH));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (width > 0 && height > 0) {
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      try {
        for (const result of await readBarcodes(context.getImageData(0, 0, width, height), OPTIONS)) if (!stopped && result.isValid) onCode(result.text);
      } catch {
        // A frame that cannot be read is skipped; the next one is read.
      }
    }
    if (!stopped) timer = setTimeout(() => void read(), PAUSE_MS);
  };
  void read();
  return stop;
}
