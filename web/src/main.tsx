import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot';
import { prefetchFirstPage } from './first-pages';
import { askCurrentUserEarly } from './lib/current-user';
import { maySessionExist } from './lib/session-hint';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before React's first render, so the first screen's code and who is signed in are already on their
// way (first-pages.ts, current-user.ts).
prefetchFirstPage(window.location.pathname, maySessionExist());
if (maySessionExist()) askCurrentUserEarly();

createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
