import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UploadTypeName } from '@mepm/contract/codes';
import { useSignedFileUrl } from './signed-file';

export interface SignedImageProps {
  type: UploadTypeName;
  /** The stored name the server answered. */
  name: string;
  alt: string;
  width: number;
  height: number;
}

/** A private image, shown through a signed name; a placeholder while the name is asked for. */
export function SignedImage({ type, name, alt, width, height }: SignedImageProps) {
  const url = useSignedFileUrl(type, name);
  if (!url) return <Skeleton variant="rectangular" width={width} height={height} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ width, height, objectFit: 'contain', display: 'block' }}
    />
  );
}
