/**
 * The attributes every phone number input shares: a phone keypad, and room for the number as
 * formatted while typing, (555) 555-5555 (docs/product.md section 2).
 */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  placeholder: '(555) 555-5555',
  maxLength: 14,
} as const;
