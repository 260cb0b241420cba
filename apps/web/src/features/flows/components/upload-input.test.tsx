import { File as NodeFile } from 'node:buffer';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { api, arg, buildForm, button, input, validation } from '../../../testing/flow-builders';
import { serveFlow } from '../../../testing/flows';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { useModalStore } from '../../../shared/stores/modal';

// Node's File, as a browser's: fetch sends its bytes (jsdom's File has no stream for Node's fetch to read).
const File = NodeFile as unknown as typeof globalThis.File;

// Flows load their page, form and code on first use; a failed upload waits out two 1 s retries.
const SLOW = { timeout: 20_000 };

beforeAll(() => {
  configure({ asyncUtilTimeout: 8000 });
});
afterAll(() => {
  configure({ asyncUtilTimeout: 4000 });
});
beforeEach(() => {
  useModalStore.getState().reset();
});

const uploadForm = buildForm(
  [
    { key: 'title', type: 'text', content: { text: 'Your documents', typography: 'title' } },
    input('inputDirectUpload', 'documents', {
      label: 'Medical records',
      hint: 'The letter from your doctor.',
      multiple: true,
      required: true,
    }),
    button(
      'send',
      [
        validation('validateForm'),
        api('uploadDocumentsToCloud', [arg('input', 'documents')]),
        api('createResponse'),
        api('nextForm'),
      ],
      { text: 'SEND', primary: true },
    ),
  ],
  { slug: 'documents' },
);
const done = buildForm([{ key: 't', type: 'text', content: { text: 'Thanks', typography: 'title' } }], {
  slug: 'two',
});

type Created = { input: { filename: string; contentType: string; byteSize: number; checksum: string } };

/** createDirectUpload answers a URL per file (or `refuse`'s error); PUTs answer `put`. */
function uploads(
  put: number,
  refuse?: { code: string; message: string },
): { created: Created[]; puts: string[] } {
  const created: Created[] = [];
  const puts: string[] = [];
  server.use(
    graphql.mutation('CreateDirectUpload', ({ variables }) => {
      created.push(variables as Created);
      const n = created.length;
      return HttpResponse.json({
        data: {
          createDirectUpload: refuse
            ? { directUpload: null, error: { ...refuse, fields: [] } }
            : {
                directUpload: {
                  blobId: `b${n}`,
                  signedBlobId: `b${n}--signed`,
                  url: `/uploads/b${n}?expires=1&signature=s${n}`,
                  headers: { 'Content-Type': (variables as Created).input.contentType },
                },
                error: null,
              },
        },
      });
    }),
    http.put('*/uploads/:blobId', async ({ request }) => {
      puts.push(`${new URL(request.url).pathname} ${await request.text()}`);
      return new HttpResponse(null, { status: put });
    }),
  );
  return { created, puts };
}

function open() {
  signInAs('identified');
  const flow = serveFlow({ slug: 'test-flow', forms: [uploadForm, done] });
  return { ...renderApp('/flow/test-flow'), flow };
}

const picker = () => screen.getByLabelText(/Medical records/) as HTMLInputElement;
const pdf = (name: string) => new File(['%PDF-1.7 ' + name], name, { type: 'application/pdf' });

describe('upload inputs in server-driven forms', () => {
  it(
    'chooses files with the shared picker, uploads them, and answers their signed blob ids',
    SLOW,
    async () => {
      const sent = uploads(204);
      const { user, flow } = open();
      await screen.findByRole('heading', { level: 1, name: 'Your documents' });
      expect(picker()).toHaveAccessibleDescription(/The letter from your doctor\./);

      // Required: nothing chosen, nothing sent.
      await user.click(screen.getByRole('button', { name: 'SEND' }));
      expect(await screen.findByText('Required')).toBeInTheDocument();
      expect(sent.created).toEqual([]);

      await user.upload(picker(), [pdf('letter.pdf'), pdf('results.pdf')]);
      const chosen = screen.getByRole('list', { name: 'Chosen files' });
      expect(
        within(chosen)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('letter.pdf'), expect.stringContaining('results.pdf')]);
      await user.click(screen.getByRole('button', { name: 'SEND' }));
      await screen.findByRole('heading', { level: 1, name: 'Thanks' });

      expect(sent.created.map((call) => call.input.filename)).toEqual(['letter.pdf', 'results.pdf']);
      expect(sent.puts).toEqual(['/uploads/b1 %PDF-1.7 letter.pdf', '/uploads/b2 %PDF-1.7 results.pdf']);
      expect(flow.saved()[0]?.fieldResponses).toEqual([
        {
          fieldId: 'documents',
          inputType: 'inputDirectUpload',
          required: true,
          value: ['b1--signed', 'b2--signed'],
        },
      ]);
    },
  );

  it(
    'refuses a file of a type the input does not take, in its own words, before sending anything',
    SLOW,
    async () => {
      const sent = uploads(204);
      open();
      await screen.findByRole('heading', { level: 1, name: 'Your documents' });
      // Picking a file the input does not accept is the person's choice, not user-event's.
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(picker(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        "notes.txt isn't a file we can take. Please upload a photo (JPEG, PNG, HEIC or WebP) or a PDF.",
      );
      expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
      expect(sent.created).toEqual([]);
    },
  );

  it('opens DocumentUploadErrorModal when the upload fails, keeping the files chosen', SLOW, async () => {
    const sent = uploads(500);
    const { user, flow } = open();
    await screen.findByRole('heading', { level: 1, name: 'Your documents' });
    await user.upload(picker(), pdf('letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(dialog).toHaveTextContent('letter.pdf could not be uploaded.');
    // The PUT was tried three times, 1 s apart.
    expect(sent.puts).toHaveLength(3);
    expect(flow.saved()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('letter.pdf');
  });

  it("says the server's refusal of a file in its own words", SLOW, async () => {
    uploads(204, {
      code: 'UPLOAD_TOO_LARGE',
      message: 'letter.pdf is 24.5 MB, which exceeds the limit of 20MB',
    });
    const { user, flow } = open();
    await screen.findByRole('heading', { level: 1, name: 'Your documents' });
    await user.upload(picker(), pdf('letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(dialog).toHaveTextContent('letter.pdf is 24.5 MB, which exceeds the limit of 20MB');
    expect(flow.saved()).toEqual([]);
  });
});
