// One first layout of one of design.md's benchmark trees, for
// Scripts/layout-instructions.sh, which runs this under callgrind collecting only
// `measuredLayout` — the layout call, not the tree's construction. The trees come from Benchmarks/Benchmarks/LayoutTrees/LayoutTrees.swift,
// compiled beside this file: the very trees Benchmarks/LayoutBenchmarks measures.
//
// Usage: layout-instructions flat|nested|deep
import TrellisLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The measured call: kept out of line so callgrind can toggle collection on it.
@inline(never)
func measuredLayout(_ sample: inout LayoutSample) {
  // The same call as the benchmark's "first layout".
  sample.tree.calculateLayout(
    for: sample.root, availableWidth: sample.width, availableHeight: sample.height)
}

let shape = CommandLine.arguments.dropFirst().first ?? "flat"
guard let treeShape = LayoutTreeShape(rawValue: shape) else {
  print("usage: layout-instructions flat|nested|deep")
  exit(2)
}
var sample = treeShape.build()
measuredLayout(&sample)
print(shape, sample.tree.frame(of: sample.root))
