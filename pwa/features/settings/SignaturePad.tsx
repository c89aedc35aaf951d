import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 360;
const HEIGHT = 140;

/** Draw a signature with mouse, pen or finger; the value is a PNG data URL (null when cleared). */
export function SignaturePad({ value, onChange }: { value: string | null; onChange(value: string | null): void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#111111';
  }, []);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * WIDTH, y: ((event.clientY - rect.top) / rect.height) * HEIGHT };
  }

  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  }

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('settings.signatureDraw')}
      </Text>
      <Box borderWidth="1px" borderRadius="md" bg="white" width="fit-content" maxWidth="100%">
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label={t('settings.fields.signature')}
          role="img"
          style={{ touchAction: 'none', maxWidth: '100%', display: 'block' }}
          onPointerDown={(e) => {
            drawing.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            const { x, y } = point(e);
            const c = e.currentTarget.getContext('2d');
            c?.beginPath();
            c?.moveTo(x, y);
          }}
          onPointerMove={(e) => {
            if (!drawing.current) return;
            const { x, y } = point(e);
            const c = e.currentTarget.getContext('2d');
            c?.lineTo(x, y);
            c?.stroke();
          }}
          onPointerUp={(e) => {
            drawing.current = false;
            onChange(e.currentTarget.toDataURL('image/png'));
          }}
        />
      </Box>
      <HStack>
        {value && <Image src={value} alt={t('settings.fields.signature')} height="10" bg="white" borderRadius="sm" />}
        <Button size="sm" variant="outline" onClick={clear} disabled={!value}>
          {t('settings.signatureClear')}
        </Button>
      </HStack>
    </Stack>
  );
}
