// include: Shared/Liked.swift
// include: Shared/Mail.swift
// include: Shared/Feed.swift
