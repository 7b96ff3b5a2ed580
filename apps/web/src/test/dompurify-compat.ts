/**
 * Test-only: makes happy-dom behave like a browser where DOMPurify depends on it, so that tests of
 * the sanitised legal pages exercise the real sanitiser. DOMPurify does not support happy-dom
 * (cure53/DOMPurify#1457); two gaps make it keep scripts and drop allowed tags there:
 *
 * 1. happy-dom's NodeIterator stops once its current node is removed (capricorn86/happy-dom#2310):
 *    the DOM standard's "pre-removing steps" are missing. DOMPurify removes nodes as it walks, so
 *    everything after the first removed node would be left unsanitised. The forward-only iterator
 *    below follows the standard for the way DOMPurify walks (it removes only the node it was just
 *    given, after moving that node's kept children to just after it).
 * 2. DOMPurify reads `nodeName` through the getter on `Node.prototype` (to resist DOM clobbering);
 *    browsers define it only there, happy-dom overrides it in subclasses and the base getter returns
 *    ''. The patched base getter delegates to the most derived one.
 *
 * The sanitiser tests check their output by parsing it again, so a gap here cannot hide a script.
 * A jsdom environment for those tests would make this file unnecessary.
 */

const FILTER_ACCEPT = 1;

type NodeFilterLike = ((node: Node) => number) | { acceptNode: (node: Node) => number } | null;

/** The node after `node` in document order within `root`, or null. */
function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild;
  let current: Node | null = node;
  while (current && current !== root) {
    if (current.nextSibling) return current.nextSibling;
    current = current.parentNode;
  }
  return null;
}

/** Whether `node` is `root` or inside it (walking parents: happy-dom's `contains` is not reliable here). */
function isInside(node: Node, root: Node): boolean {
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (current === root) return true;
  }
  return false;
}

/** The node before `node` in document order: the previous sibling's last descendant, or the parent. */
function preceding(node: Node): Node | null {
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class ForwardNodeIterator {
  readonly root: Node;
  readonly whatToShow: number;
  readonly filter: NodeFilterLike;
  private reference: Node;
  private pointerBeforeReference = true;
  private referencePreceding: Node | null = null;

  constructor(root: Node, whatToShow = 0xffffffff, filter: NodeFilterLike = null) {
    this.root = root;
    this.whatToShow = whatToShow;
    this.filter = filter;
    this.reference = root;
  }

  private accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const result = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return result === FILTER_ACCEPT;
  }

  nextNode(): Node | null {
    let node: Node | null = this.reference;
    let beforeNode = this.pointerBeforeReference;
    // The pre-removing steps: if the reference left the tree, continue from the node before it.
    if (!beforeNode && !isInside(node, this.root)) {
      node = this.referencePreceding;
      if (!node || !isInside(node, this.root)) return null;
    }
    for (;;) {
      if (beforeNode) beforeNode = false;
      else {
        node = following(node, this.root);
        if (!node) return null;
      }
      if (this.accepts(node)) {
        this.reference = node;
        this.pointerBeforeReference = false;
        this.referencePreceding = preceding(node);
        return node;
      }
    }
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not implemented by the test NodeIterator');
  }

  detach(): void {}
}

/** The object on `value`'s prototype chain that defines `property` itself. */
function ownerOf(value: object, property: string): object {
  for (let current: object | null = value; current; current = Object.getPrototypeOf(current)) {
    if (Object.hasOwn(current, property)) return current;
  }
  throw new Error(`No ${property} on the prototype chain`);
}

function installNodeNameGetter(): void {
  // DOMPurify reads the getter of `window.Node.prototype` (happy-dom's per-window subclass).
  function nodeName(this: Node): string {
    // The most derived getter on the node's own chain, as a browser's single getter would answer.
    for (
      let current: object | null = Object.getPrototypeOf(this);
      current;
      current = Object.getPrototypeOf(current)
    ) {
      const getter = Object.getOwnPropertyDescriptor(current, 'nodeName')?.get;
      if (getter && getter !== nodeName) return getter.call(this);
    }
    return '';
  }
  Object.defineProperty(window.Node.prototype, 'nodeName', { configurable: true, get: nodeName });
}

/** Installs both fixes; call before DOMPurify is first used. */
export function installDomPurifyCompat(): void {
  installNodeNameGetter();
  // DOMPurify takes `createNodeIterator` from `window.document` when it is created.
  Object.defineProperty(ownerOf(window.document, 'createNodeIterator'), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow?: number, filter?: NodeFilterLike) {
      return new ForwardNodeIterator(root, whatToShow, filter ?? null);
    },
  });
}
