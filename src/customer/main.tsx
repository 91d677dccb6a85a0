/** @jsxImportSource preact */
import { render } from 'preact';
import { CustomerApp } from './app';
import './customer.css';

render(<CustomerApp />, document.getElementById('app')!);
