# move items between rust files: items identified by a unique start line substring; the item
# includes preceding doc comments/attributes, ends at the matching brace (or ';' for one-liners).
import sys, re
def find_item(src, start_pat):
    i = src.index(start_pat)
    # line start
    ls = src.rfind('\n', 0, i) + 1
    # include preceding doc comments / attributes
    lines_before = src[:ls].split('\n')[:-1]
    k = len(lines_before)
    while k > 0 and (lines_before[k-1].strip().startswith('///') or lines_before[k-1].strip().startswith('#[') or lines_before[k-1].strip().startswith('//')):
        k -= 1
    begin = len('\n'.join(lines_before[:k])) + (1 if k > 0 else 0)
    # find end: first '{' or ';' after i at depth 0, skipping strings roughly
    j = i; depth = 0; n = len(src)
    in_str = False
    while j < n:
        c = src[j]
        if in_str:
            if c == '\\': j += 2; continue
            if c == '"': in_str = False
        elif c == '"': in_str = True
        elif c == '/' and src[j+1] == '/':
            j = src.index('\n', j); continue
        elif c == '{': depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0: j += 1; break
        elif c == ";" and depth == 0 and src.count("[", i, j) == src.count("]", i, j): j += 1; break
        j += 1
    end = j
    if src[end:end+1] == '\n': end += 1
    return begin, end
def take(path, pats):
    src = open(path).read()
    out = []
    for p in pats:
        b, e = find_item(src, p)
        out.append(src[b:e])
        src = src[:b] + src[e:]
        src = re.sub(r'\n\n\n+', '\n\n', src)
    open(path, 'w').write(src)
    return '\n'.join(x.rstrip('\n') + '\n' for x in out)
if __name__ == '__main__':
    pass
