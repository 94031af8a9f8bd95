import type { Rule } from 'eslint';

/**
 * `campuspath/one-clock`: the API reads the time from its one clock (`deps.now()`, made by
 * lib/clock.ts), never from the wall: `new Date()` with no argument and `Date.now()` are refused,
 * so a test can move every "now" the app sees. `new Date(value)` (a date from a value) is fine.
 */
export const oneClockRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Take the time from deps.now() (lib/clock.ts), not from the wall clock.' },
    schema: [],
    messages: {
      wallClock: 'Take the time from the app’s clock (deps.now(), lib/clock.ts) rather than {{call}}, so tests can move it.',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) {
          context.report({ node, messageId: 'wallClock', data: { call: 'new Date()' } });
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Date' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'now'
        ) {
          context.report({ node, messageId: 'wallClock', data: { call: 'Date.now()' } });
        }
      },
    };
  },
};
