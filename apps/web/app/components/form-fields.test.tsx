// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FieldVariantContext, SelectField, TextAreaField, TextField } from './form-fields';

afterEach(cleanup);

describe('form fields', () => {
  it('names the control by its label and describes it by its hint, then by its error', () => {
    const { rerender } = render(<TextField label="Email address" required hint="We never share it" />);
    const input = screen.getByLabelText(/^Email address/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('We never share it');

    rerender(<TextField label="Email address" required hint="We never share it" error="Email is required" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email is required');
    expect(screen.queryByText('We never share it')).toBeNull();
  });

  it('wires a textarea and a select the same way, with an id of their own or the one given', () => {
    render(
      <>
        <TextAreaField label="Message" error="Message is required" />
        <SelectField
          id="interest"
          label="Interest"
          optional
          placeholder="Choose one"
          options={[{ value: 'a', label: 'A' }]}
          error="Pick one"
        />
      </>,
    );
    const message = screen.getByLabelText('Message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.getAttribute('rows')).toBe('5');
    expect(message.getAttribute('aria-describedby')).toBe(`${message.id}-error`);
    const select = screen.getByLabelText(/^Interest/);
    expect(select.id).toBe('interest');
    expect(select.getAttribute('aria-describedby')).toBe('interest-error');
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeTruthy();
  });

  it('takes the back office look under FieldVariantContext "admin", with the same wiring', () => {
    render(
      <>
        <TextField id="public-title" label="Title" error="Title is required" />
        <FieldVariantContext value="admin">
          <TextField id="admin-title" label="Title" error="Title is required" />
        </FieldVariantContext>
      </>,
    );
    const [publicInput, adminInput] = screen.getAllByLabelText('Title');
    expect(publicInput?.className).toMatch(/rounded-xl/);
    expect(adminInput?.className).toMatch(/rounded-lg .*border-red-500/);
    expect(adminInput?.getAttribute('aria-invalid')).toBe('true');
    expect(adminInput?.getAttribute('aria-describedby')).toBe('admin-title-error');
  });
});
