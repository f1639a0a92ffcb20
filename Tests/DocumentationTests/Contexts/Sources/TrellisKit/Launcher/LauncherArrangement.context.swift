import TrellisKit

let arrangement = LauncherArrangement(items: [], pageSize: 12)
