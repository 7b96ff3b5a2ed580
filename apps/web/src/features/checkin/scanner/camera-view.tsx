import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { createQrReader } from './qr-reader';
import classes from './scanner.module.css';

type CameraState = 'starting' | 'on' | 'denied' | 'unavailable';

/** How often the camera picture is read for a code. */
const SCAN_INTERVAL_MS = 150;

const STATE_TEXT: Record<Exclude<CameraState, 'on'>, string> = {
  starting: 'Starting the camera…',
  denied: 'Camera access is blocked. Allow it in the browser, or find tickets by name below.',
  unavailable: 'No camera here. Find tickets by name below.',
};

/**
 * The back camera's picture, read for QR codes while `paused` is false. A code is reported once; the same code again
 * only after another one or a few seconds (a ticket held in front of the camera is not scanned ten times).
 */
export function CameraView({
  paused,
  pausedText,
  onCode,
  stopped,
  onToggle,
}: {
  paused: boolean;
  /** Shown over the picture while paused on purpose (not while a verdict is on screen). */
  pausedText?: string | null;
  onCode: (code: string) => void;
  /** Paused by the door person (the Pause camera button, shown while the camera is on). */
  stopped: boolean;
  onToggle: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const pausedRef = useRef(paused);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    pausedRef.current = paused;
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };

    void (async () => {
      const video = videoRef.current;
      if (!video || !navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState((error as Error).name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const reader = await createQrReader().catch((error: unknown) => {
        console.warn('The QR reader could not start', error);
        return null;
      });
      if (stopped) return;
      if (!reader) {
        setState('unavailable');
        return;
      }
      setState('on');
      const tick = async () => {
        if (stopped) return;
        if (!pausedRef.current && video.readyState >= 2 && video.videoWidth > 0) {
          const code = await reader.detect(video).catch(() => null);
          const now = Date.now();
          if (code && !stopped && (code !== last.code || now - last.at > 4000)) {
            last = { code, at: now };
            onCodeRef.current(code);
          }
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <>
      <div className={classes.camera} data-state={state}>
        <video ref={videoRef} className={classes.video} muted playsInline aria-label="Camera" />
        {state === 'on' && pausedText ? (
          <Text className={classes.cameraText} data-paused="" role="status">
            {pausedText}
          </Text>
        ) : state === 'on' ? (
          <div className={classes.frame} aria-hidden />
        ) : (
          <Text className={classes.cameraText} role="status">
            {STATE_TEXT[state]}
          </Text>
        )}
      </div>
      {state === 'on' && (
        <Button size="lg" variant="default" onClick={onToggle} aria-pressed={stopped}>
          {stopped ? 'Resume camera' : 'Pause camera'}
        </Button>
      )}
    </>
  );
}
