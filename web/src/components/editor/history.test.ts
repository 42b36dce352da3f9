import { createEditor, Editor, Node, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { withTimedHistory } from './history';

function setup() {
  let clock = 0;
  const editor = withTimedHistory(createEditor(), { now: () => clock });
  editor.children = [{ type: 'paragraph', children: [{ text: '' }] }];
  Transforms.select(editor, Editor.end(editor, []));
  // One keystroke per character, each flushed like in the browser (Slate ends a change on a microtask).
  const type = async (text: string, at: number) => {
    clock = at;
    for (const ch of text) {
      editor.insertText(ch);
      await Promise.resolve();
      expect(editor.operations).toEqual([]);
    }
  };
  return { editor, type, text: () => Node.string(editor) };
}

describe('undo history', () => {
  it('merges typing within 1000 ms into one step', async () => {
    const { editor, type, text } = setup();
    await type('Hel', 0);
    await type('lo', 400);
    await type('!', 900);
    expect(editor.history.undos).toHaveLength(1);
    editor.undo();
    expect(text()).toBe('');
    editor.redo();
    expect(text()).toBe('Hello!');
  });

  it('starts a new step once the current one is older than 1000 ms, even mid-word', async () => {
    const { editor, type, text } = setup();
    await type('Hello', 0);
    await type(' wor', 1001);
    await type('ld', 1500);
    await type('!', 2600);
    expect(editor.history.undos).toHaveLength(3);
    editor.undo();
    expect(text()).toBe('Hello world');
    editor.undo();
    expect(text()).toBe('Hello');
    editor.undo();
    expect(text()).toBe('');
  });

  it('keeps at most 100 steps', async () => {
    const { editor, type, text } = setup();
    for (let i = 0; i < 130; i++) await type('x', i * 2000);
    expect(editor.history.undos).toHaveLength(100);
    while (editor.history.undos.length > 0) editor.undo();
    expect(text()).toBe('x'.repeat(30));
  });
});
