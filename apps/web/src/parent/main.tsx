/** @jsxImportSource preact */
import { render } from 'preact';
import { ParentApp } from './parent-app';
import './parent.css';

// The parent page (issue 25, decision 022): its own small entry, without the teachers' app.
render(<ParentApp />, document.getElementById('parent-root')!);

// Another child's link opened in this tab (a notification tapped, a second link pasted): only the
// fragment changes, so the page would keep showing the first child. It starts again for the new one.
window.addEventListener('hashchange', () => window.location.reload());
