import Box from '@mui/material/Box';

/**
 * Where the notices (with unread badge) and chat buttons of the top bar go. They arrive
 * with the messaging capability; until then the slot stays empty rather than showing dead buttons.
 */
export function MessagingSlot() {
  return <Box data-slot="messaging" sx={{ display: 'contents' }} />;
}
