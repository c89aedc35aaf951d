// A short beep and a vibration on every accepted scan: in a noisy store the
// seller must know without looking that the read went through.
let audio: AudioContext | undefined;

export function scanFeedback(ok = true): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = ok ? 1320 : 220;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (ok ? 0.08 : 0.25));
  } catch {
    /* no audio (policy or device): vibration alone */
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(ok ? 60 : [80, 40, 80]);
}
