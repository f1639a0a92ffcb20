// include: Shared/Headless.swift
import TrellisTables

@MainActor let form = try! Form(sectioned: [
  TextInputElement(id: "name", title: "Name", validators: [.required()])
])
