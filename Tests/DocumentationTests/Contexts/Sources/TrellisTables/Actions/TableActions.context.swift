// include: Shared/Contacts.swift
// include: Shared/Presenter.swift
let wifi = Network(name: "Home")
