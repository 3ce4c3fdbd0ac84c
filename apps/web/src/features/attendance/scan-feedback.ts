/**
 * What a scan sounds and feels like (issue 28): a high short beep and a short vibration for a child
 * marked, a softer one for a child already present, and a low double buzz for a refused badge, so a
 * guardian at a coach door need not look at the screen after every child. Silent where the phone
 * has no sound or vibration (an iPhone does not vibrate from a web page); never fails the scan.
 */
let audio: AudioContext | null = null;

function tone(context: AudioContext, frequency: number, start: number, duration: number, volume: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, context.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + start + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + start);
  oscillator.stop(context.currentTime + start + duration);
}

export function scanFeedback(kind: 'marked' | 'already' | 'refused'): void {
  try {
    navigator.vibrate?.(kind === 'refused' ? [90, 60, 90] : kind === 'marked' ? 80 : 30);
  } catch {
    // Vibration is a courtesy.
  }
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    if (kind === 'marked') tone(audio, 1320, 0, 0.12, 0.2);
    else if (kind === 'already') tone(audio, 880, 0, 0.06, 0.08);
    else {
      tone(audio, 220, 0, 0.14, 0.25);
      tone(audio, 220, 0.2, 0.14, 0.25);
    }
  } catch {
    // No Web Audio: the message on the screen is enough.
  }
}
