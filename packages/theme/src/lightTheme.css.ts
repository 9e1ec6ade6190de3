import { createTheme } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';
import { vars } from './vars.ts';

export const lightTheme = createTheme(vars, tokens);
