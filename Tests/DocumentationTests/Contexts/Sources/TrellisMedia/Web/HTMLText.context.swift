// include: Shared/Media.swift
let html = "<h1>Cats</h1><p>A <a href=\"/more\">page</a> about cats.</p>"
