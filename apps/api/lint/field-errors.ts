import type { Rule } from 'eslint';

/**
 * `campuspath/one-field-error`: an answer that names fields (`{ error, message, fields }`) is made
 * by refuseField() or refuseFields() in lib/errors.ts, never by passing `fields` to HttpError by hand.
 */
export const oneFieldErrorRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse a field with refuseField() / refuseFields() from lib/errors.ts.' },
    schema: [],
    messages: {
      byHand: 'Refuse a field with refuseField() or refuseFields() (lib/errors.ts), not an HttpError built with fields by hand.',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'HttpError' && node.arguments.length >= 4) {
          context.report({ node, messageId: 'byHand' });
        }
      },
    };
  },
};
