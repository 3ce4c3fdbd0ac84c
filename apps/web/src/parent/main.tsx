/** @jsxImportSource preact */
import { render } from 'preact';
import { ParentApp } from './parent-app';
import './parent.css';

// The parent page (issue 25, decision 022): its own small entry, without the teachers' app.
render(<ParentApp />, document.getElementById('parent-root')!);
