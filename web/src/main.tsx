import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot';
import { prefetchFirstPage } from './first-pages';
import { maySessionExist } from './lib/session-hint';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before React's first render, so the first screen's code is already on its way (first-pages.ts).
prefetchFirstPage(window.location.pathname, maySessionExist());

createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
