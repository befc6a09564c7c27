import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createFloorStore } from './draft-slice';
import { FloorPage } from './FloorPage';

const theme = createTheme();

// The floor's counterpart of the shell's mount(): what a React + MUI + Redux page needs at least.
window.mountFloor = (container) => {
  createRoot(container).render(
    <Provider store={createFloorStore()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <FloorPage />
      </ThemeProvider>
    </Provider>,
  );
};
