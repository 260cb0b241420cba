// A validation rule refusing string literals that contain NUL ("\u0000" in a document): the request body's
// check sees only the escape, not the character the parser makes of it.
import { GraphQLError, type ValidationRule } from 'graphql';
import { NUL_BYTE_MESSAGE } from '../../shared/nul-bytes.ts';

export const NoNulBytesRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) {
      context.reportError(
        new GraphQLError(NUL_BYTE_MESSAGE, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
      );
    }
  },
});
