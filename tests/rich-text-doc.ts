/** A rich-text document of one paragraph holding `text`, as the Delivery API sends a body. */
export const paragraphDoc = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
    },
  ],
});
