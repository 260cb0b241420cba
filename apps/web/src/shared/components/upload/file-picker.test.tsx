import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { FilePicker, type FilePickerProps } from './file-picker';

function sized(name: string, size: number, type = 'image/jpeg') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const onChange = vi.fn();

function Harness(props: Partial<FilePickerProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      id="documents"
      label="Supporting documents"
      files={files}
      onChange={(next) => {
        onChange(next);
        setFiles(next);
      }}
      multiple
      {...props}
    />
  );
}

function renderPicker(props: Partial<FilePickerProps> = {}) {
  onChange.mockClear();
  // Picking a file of a type the input does not accept is a person's choice to make, not user-event's.
  return renderWithProviders(<Harness {...props} />, { userOptions: { applyAccept: false } });
}

const input = () => screen.getByLabelText(/Supporting documents/) as HTMLInputElement;

describe('FilePicker', () => {
  it('is a labelled file input that lists the chosen files, each with a remove button', async () => {
    const { user } = renderPicker({ required: true });
    expect(input()).toHaveAccessibleName('Supporting documents Choose files');
    expect(input()).toHaveAccessibleDescription('Photos (JPEG, PNG, HEIC or WebP) or PDF, up to 20MB each.');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/heic,image/webp,application/pdf');
    await user.upload(input(), [sized('front.jpg', 1_572_864), sized('back.jpg', 100)]);
    await user.upload(input(), [new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list).toHaveTextContent('front.jpg1.5 MB');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove back.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'front.jpg' }),
      expect.objectContaining({ name: 'letter.pdf' }),
    ]);
    expect(input()).toHaveFocus();
  });

  it('keeps one file when it takes one', async () => {
    const { user } = renderPicker({ multiple: false });
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    await user.upload(input(), sized('a.jpg', 10));
    await user.upload(input(), sized('b.jpg', 10));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.jpg' })]);
  });

  it('refuses files over the limits in the spec words, adding none of them', async () => {
    const { user } = renderPicker();
    await user.upload(input(), sized('holiday.jpg', 25 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'holiday.jpg is 25 MB, which exceeds the limit of 20MB',
    );
    expect(input()).toHaveAccessibleDescription(/exceeds the limit of 20MB/);
    await user.upload(
      input(),
      Array.from({ length: 21 }, (_, i) => sized(`p${i}.jpg`, 10)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum file upload limit exceeded (20)');
    await user.upload(input(), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/page.html isn't a file we can take/);
    expect(onChange).not.toHaveBeenCalled();
    await user.upload(input(), sized('ok.jpg', 10));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the parent's error", () => {
    renderPicker({ error: 'Required' });
    expect(input()).toHaveAccessibleDescription(/Required/);
    expect(input()).toBeInvalid();
  });
});
