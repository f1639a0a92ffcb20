import TrellisTerminal

let memoryTerminal = MemoryTerminal(width: 20, height: 2)
