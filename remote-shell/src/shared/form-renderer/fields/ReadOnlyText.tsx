import Typography from '@mui/material/Typography';

/** A field's value shown as text (detail mode, server-filled fields); the renderer's label names it. */
export function ReadOnlyText({ id, text }: { id: string; text: string }) {
  return (
    <Typography
      id={id}
      variant="body2"
      sx={{ py: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}
