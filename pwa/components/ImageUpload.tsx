import { Box, Button, CloseButton, HStack, Image, Link, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { FileText, ImagePlus, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '../../shared/images';
import { formatBytes, UPLOAD_FOLDERS, UPLOAD_RULES, type UploadFolderName } from '../../shared/uploads';
import { chooseErrorMessage } from '../ui/errors/errorHandler';
import { uploadFile } from '../data/uploads';
import { checkFile } from './ImageUploadCheck';

/** What a form holds for an uploaded file (spec "Uploaded file"); width is there for fresh images. */
export interface UploadedValue {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl?: string | null;
  width?: number;
}

interface Props {
  folder: UploadFolderName;
  value: readonly UploadedValue[];
  onChange(files: UploadedValue[]): void;
  /** How many files the field holds (1: choosing another replaces it). */
  max?: number;
  /** The field's label, for the picker's accessible name. */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Pick or drop files, see them, remove them: each file is checked here
 * (type, size: the spec's messages), uploaded with a progress bar, and handed
 * to the form as the server's record. Images of `images` folders show a
 * preview; `documents` folders (PDF) show the name as a link.
 */
export function ImageUpload({ folder, value, onChange, max = 1, label, invalid, disabled }: Props) {
  const { t } = useTranslation();
  const kind = UPLOAD_FOLDERS[folder].kind;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // The latest value, so files finishing one after another all land.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => abort.current?.abort(), []);

  async function take(files: FileList | null) {
    if (!files?.length) return;
    setProblem(null);
    const room = max === 1 ? 1 : Math.max(0, max - current.current.length);
    const chosen = [...files].slice(0, room);
    if (!chosen.length) {
      setProblem(t('validation.maxItems', { count: max, path: label }));
      return;
    }
    for (const file of chosen) {
      const found = checkFile(file, kind);
      if (found) {
        setProblem(t(found.key, found.params));
        return;
      }
    }
    abort.current = new AbortController();
    try {
      for (const [index, file] of chosen.entries()) {
        setProgress(0);
        const stored = await uploadFile(
          folder,
          file,
          (percent) => setProgress(Math.round((index * 100 + percent) / chosen.length)),
          abort.current.signal,
        );
        onChange(max === 1 ? [stored] : [...current.current, stored]);
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(chooseErrorMessage(error, t));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && progress === null) void take(event.dataTransfer.files);
  };
  const full = max > 1 && value.length >= max;

  return (
    <Stack gap="2">
      {value.length > 0 && (
        <Wrap gap="3">
          {value.map((file) => (
            <Box key={file.id} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
              {kind === 'images' ? (
                <Image
                  src={file.publicUrl}
                  srcSet={imageSrcSet(file.publicUrl, file.width)}
                  sizes="160px"
                  alt={file.name}
                  height="24"
                  width="auto"
                  maxWidth="40"
                  objectFit="cover"
                />
              ) : (
                <HStack px="3" py="2" pe="9" minHeight="10">
                  <FileText size={18} aria-hidden />
                  <Link href={file.publicUrl} target="_blank" rel="noopener" download={file.name} fontSize="sm">
                    {file.name}
                  </Link>
                </HStack>
              )}
              {!disabled && (
                <CloseButton
                  size="2xs"
                  position="absolute"
                  top="1"
                  insetInlineEnd="1"
                  bg="bg.panel"
                  aria-label={t('uploads.remove', { name: file.name })}
                  onClick={() => onChange(value.filter((f) => f.id !== file.id))}
                />
              )}
            </Box>
          ))}
        </Wrap>
      )}
      {!full && (
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={invalid || problem ? 'border.error' : dragging ? 'colorPalette.solid' : 'border'}
          colorPalette="brand"
          borderRadius="md"
          p="3"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <HStack gap="3" flexWrap="wrap">
            <Button size="sm" variant="outline" disabled={disabled || progress !== null} onClick={() => input.current?.click()}>
              {kind === 'images' ? <ImagePlus aria-hidden /> : <Upload aria-hidden />}
              {t(
                kind === 'images' ? (value.length && max === 1 ? 'uploads.replaceImage' : 'uploads.chooseImage') : 'uploads.chooseDocument',
              )}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {t('uploads.hint', { formats: UPLOAD_RULES[kind].extensions.join(', '), max: formatBytes(UPLOAD_RULES[kind].maxBytes) })}
            </Text>
          </HStack>
          <input
            ref={input}
            type="file"
            hidden
            multiple={max > 1}
            accept={UPLOAD_RULES[kind].mime}
            aria-label={label}
            onChange={(e) => void take(e.target.files)}
          />
          {progress !== null && (
            // The bar's own name (role progressbar is its track) and the text under it both say "Uploading: N%": an
            // aria-label on the root sits on an element without a role, and neither a screen reader nor the eye got it.
            <Progress.Root
              value={progress}
              size="sm"
              colorPalette="brand"
              mt="2"
              translations={{ value: ({ percent }) => t('uploads.progress', { percent: Math.round(percent) }) }}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText fontSize="sm" color="fg.muted">
                {t('uploads.progress', { percent: progress })}
              </Progress.ValueText>
            </Progress.Root>
          )}
        </Box>
      )}
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
