import { Alert, Box, Button, HStack, IconButton, NativeSelect, Switch } from '@chakra-ui/react';
import { Camera, CameraOff, Flashlight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraProblem, listCameras, startCamera, type CameraProblem, type CameraSession } from './camera';
import { formatNumber } from '../../shared/locales';

interface Props {
  /** Raw decoded text; the caller extracts and dedupes. */
  onText(text: string): void;
  /** Bulk scanning keeps the camera on after a read; otherwise it stops. */
  continuous: boolean;
  /** An icon button that sits beside a field in a wrapping row; the view opens on a row of its own. */
  compact?: boolean;
}

/**
 * Whether a camera view is running on the screen: a scan list then keeps its newest result in sight (ScanRows),
 * as the seller holds the phone up to labels and cannot scroll. One camera runs at a time.
 */
export const cameraRunning = { current: false };

/** The camera view with a viewfinder, camera switch and torch; released on close. */
export function CameraScanner({ onText, continuous, compact = false }: Props) {
  const { t, i18n } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const session = useRef<CameraSession | undefined>(undefined);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [torch, setTorch] = useState(false);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => {
    if (!on || !video.current) return;
    let cancelled = false;
    setProblem(null);
    startCamera(video.current, deviceId, (text) => {
      onTextRef.current(text);
      if (!continuous) setOn(false);
    })
      .then(async (started) => {
        if (cancelled) return started.stop();
        session.current = started;
        cameraRunning.current = true;
        // The view comes up under the header (its scroll margin), so the results just below it stay on screen too (issue 29 point 7).
        view.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
        setCameras(await listCameras());
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setProblem(cameraProblem(error));
          setOn(false);
        }
      });
    return () => {
      cancelled = true;
      session.current?.stop();
      session.current = undefined;
      cameraRunning.current = false;
      setTorch(false);
    };
  }, [on, deviceId, continuous]);

  return (
    <Box display={compact ? 'contents' : undefined}>
      <HStack gap="2" flexWrap="wrap">
        {compact ? (
          <IconButton
            variant="outline"
            aria-label={on ? t('scan.cameraStop') : t('scan.cameraStart')}
            aria-pressed={on}
            onClick={() => setOn((v) => !v)}
          >
            {on ? <CameraOff aria-hidden /> : <Camera aria-hidden />}
          </IconButton>
        ) : (
          <Button variant={on ? 'outline' : 'solid'} colorPalette="brand" onClick={() => setOn((v) => !v)}>
            {on ? <CameraOff aria-hidden /> : <Camera aria-hidden />}
            {on ? t('scan.cameraStop') : t('scan.cameraStart')}
          </Button>
        )}
        {on && cameras.length > 1 && (
          <NativeSelect.Root width="auto" size="sm">
            <NativeSelect.Field
              aria-label={t('scan.switchCamera')}
              value={deviceId ?? ''}
              onChange={(e) => setDeviceId(e.currentTarget.value || undefined)}
            >
              <option value="">{t('scan.backCamera')}</option>
              {cameras.map((camera, index) => (
                <option key={camera.deviceId} value={camera.deviceId}>
                  {camera.label || `${t('scan.camera')} ${formatNumber(index + 1, i18n.language)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {on && session.current?.setTorch && (
          <Switch.Root
            checked={torch}
            onCheckedChange={(e) => {
              setTorch(e.checked);
              void session.current?.setTorch?.(e.checked);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <Flashlight size={16} aria-hidden /> {t('scan.torch')}
            </Switch.Label>
          </Switch.Root>
        )}
      </HStack>
      {problem && (
        <Alert.Root status="warning" mt="3" role="alert" width={compact ? 'full' : undefined}>
          <Alert.Indicator />
          <Alert.Title>{t(`scan.problem.${problem}`)}</Alert.Title>
        </Alert.Root>
      )}
      {/* A row of its own (the whole width in a compact row), the view at most md wide. */}
      <Box
        ref={view}
        display={on ? 'block' : 'none'}
        width={compact ? 'full' : undefined}
        mt={compact ? '1' : '3'}
        scrollMarginTop="4.5rem"
        data-testid="scan-view"
      >
        <Box position="relative" maxW="md" borderRadius="md" overflow="hidden" bg="black">
          {/* At most 40% of the screen's height (a phone's portrait camera is taller than wide), so results show below it. */}
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', maxHeight: '40dvh', objectFit: 'cover', display: 'block' }}
            data-testid="scan-video"
          />
          {/* The viewfinder: where to hold the code. */}
          <Box
            position="absolute"
            inset="15%"
            borderWidth="3px"
            borderColor="green.400"
            borderRadius="md"
            pointerEvents="none"
            aria-hidden
          />
        </Box>
      </Box>
    </Box>
  );
}
