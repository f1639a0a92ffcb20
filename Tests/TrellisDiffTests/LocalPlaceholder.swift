// local placeholder
