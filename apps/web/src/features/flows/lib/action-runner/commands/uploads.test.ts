// uploadDocumentsToCloud: the chosen files uploaded and their blob ids kept; a failure told.
import { describe, expect, it } from 'vitest';
import { setFieldFiles } from '../../form-state';
import { api, arg, buildForm, input } from '../../../../../testing/flow-builders';
import { setup } from '../runner-test-setup';

describe('uploadDocumentsToCloud', () => {
  const uploadForm = buildForm([
    input('inputDirectUpload', 'id-docs', {
      multiple: true,
      value: ['blob-old'],
      attachableTypes: ['image/png', 'image/jpeg'],
    }),
  ]);
  const files = [
    new File(['a'], 'front.png', { type: 'image/png' }),
    new File(['b'], 'back.png', { type: 'image/png' }),
  ];

  function withFiles() {
    const harness = setup({ form: uploadForm });
    harness.screen.state = setFieldFiles(harness.screen.state, 'id-docs', files);
    return harness;
  }

  it('uploads the chosen files and keeps their signed blob ids in the input', async () => {
    const { runner, deps, screen } = withFiles();
    await runner.run([api('uploadDocumentsToCloud', [arg('input', 'id-docs')]), api('createResponse')]);
    expect(deps.uploadFiles).toHaveBeenCalledWith(files, ['image/png', 'image/jpeg']);
    expect(deps.api.createResponse.mock.calls[0]?.[0].fieldResponses).toEqual([
      {
        fieldId: 'id-docs',
        inputType: 'inputDirectUpload',
        required: false,
        value: ['blob-old', 'blob-front.png', 'blob-back.png'],
      },
    ]);
    expect(screen.state.files).toEqual({});
  });

  it('says the upload failed and stops when it does', async () => {
    const { runner, deps, screen } = withFiles();
    deps.uploadFiles.mockRejectedValueOnce(new Error('PUT failed'));
    expect(await runner.run([api('uploadDocumentsToCloud'), api('createResponse')])).toBe('stopped');
    expect(deps.showUploadFailed).toHaveBeenCalled();
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(screen.state.files['id-docs']).toEqual(files);
  });
});
