// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const section = style({ marginTop: vars.space.md });
