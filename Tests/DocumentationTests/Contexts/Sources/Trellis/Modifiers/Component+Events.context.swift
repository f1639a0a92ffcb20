// include: Shared/Liked.swift
// include: Shared/Feed.swift
// include: Shared/Mail.swift
// include: Shared/Presenter.swift
