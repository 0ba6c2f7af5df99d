// Every form asks for a phone through PhoneField: the same label, +91 before it, a tel keyboard and autofill, and the
// 10-digit hint unless the form says why it asks; the form's message (the one phone rule's) takes the hint's place.
import { phoneField } from '@partybox/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../testing/field-label';
import { PhoneField } from '../phone-field';

const binding = (value: string, error?: string) => ({ name: 'phone', value, onChange: () => {}, onBlur: () => {}, ...(error && { error }) });

describe('PhoneField', () => {
  it('asks for a phone with +91 before it, a tel keyboard and autofill, and the 10-digit hint', () => {
    const { container } = render(<PhoneField required binding={binding('98200')} />);
    const input = screen.getByLabelText(fieldLabel('Phone'));
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription('10-digit mobile number');
    expect(container.querySelector('.field__prefix')).toHaveTextContent('+91');
  });

  it("shows the form's own hint instead, and the phone rule's message in place of any hint", () => {
    const { rerender } = render(<PhoneField required hint="We call this number before delivering" binding={binding('')} />);
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveAccessibleDescription('We call this number before delivering');
    rerender(<PhoneField required hint="We call this number before delivering" binding={binding('12345', phoneField.errorMessage)} />);
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveAccessibleDescription(phoneField.errorMessage);
    expect(screen.queryByText('We call this number before delivering')).not.toBeInTheDocument();
  });
});
