import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import { sent, typed, type FloorState } from './draft-slice';

/** The floor's signed-in page: a bar with the greeting, a text field and a button. */
export function FloorPage() {
  const dispatch = useDispatch();
  const { text, sent: count } = useSelector((state: FloorState) => state.draft);
  return (
    <Box>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography component="h1" variant="h6">
            Welcome, floor
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ display: 'flex', gap: 2, p: 3 }}>
        <TextField
          label="Message"
          size="small"
          value={text}
          onChange={(event) => dispatch(typed(event.target.value))}
        />
        <Button variant="contained" onClick={() => dispatch(sent())}>
          Send ({count})
        </Button>
      </Box>
    </Box>
  );
}
